"""site.yaml `analytics`: which web analytics script pages load, a discriminated union keyed on `provider`."""

from __future__ import annotations

import re
from typing import Annotated, Literal, Union
from urllib.parse import urlsplit

from pydantic import Field, computed_field, field_validator
from typing_extensions import TypeAliasType

from .base import Model

UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
# Characters that would let a URL leave the attribute or the script tag it is written into.
UNSAFE_IN_URL = re.compile(r"[\s\"'<>`\\]")
# Vercel serves its script from each deployment's own root; the SDK (@vercel/analytics) asks there.
VERCEL_SCRIPT = "/_vercel/insights/script.js"


class VercelAnalytics(Model):
    """Vercel Web Analytics, through @vercel/analytics (the version package.json pins)."""

    provider: Literal["vercel"] = "vercel"
    """Vercel Web Analytics: works only when the site is deployed on Vercel with Web Analytics
    enabled for the project. When its script fails to load, the console says so (disable ad blockers
    in development, enable Web Analytics for the project in production); nothing throws."""

    @computed_field  # type: ignore[prop-decorator]
    @property
    def script_url(self) -> str:
        """The script pages load: the deployment's own /_vercel/insights/script.js, at the host's root."""
        return VERCEL_SCRIPT


class UmamiAnalytics(Model):
    """Umami (umami.is): Umami Cloud or a self-hosted instance; cookieless, open source."""

    provider: Literal["umami"] = "umami"
    """Umami: works on any static host (GitHub Pages too), since its script and the events it sends
    go to the Umami instance, not to the site's host. Client-side navigations count by themselves."""
    script_url: str
    """The tracker script's https URL, as Umami's tracking code gives it: https://cloud.umami.is/script.js
    on Umami Cloud, https://YOUR-INSTANCE/script.js when self-hosted."""
    website_id: str
    """The website's id (a UUID), as Umami's tracking code gives it (its data-website-id): Umami
    issues it when the website is added there."""

    @field_validator("script_url")
    @classmethod
    def _https_url(cls, value: str) -> str:
        parts = urlsplit(value)
        if parts.scheme != "https" or not parts.hostname or parts.username or UNSAFE_IN_URL.search(value):
            raise ValueError("analytics scriptUrl is the https URL of Umami's script, e.g. https://cloud.umami.is/script.js")
        return value

    @field_validator("website_id")
    @classmethod
    def _uuid(cls, value: str) -> str:
        if not UUID.fullmatch(value):
            raise ValueError("analytics websiteId is the UUID Umami shows in the website's tracking code (data-website-id)")
        return value


class NoAnalytics(Model):
    """No analytics: pages load no analytics script."""

    provider: Literal["none"] = "none"
    """No analytics script, and no request for one."""


# A named alias, so the schema (and the TypeScript generated from it) has one Analytics type.
Analytics = TypeAliasType(
    "Analytics",
    Annotated[Union[VercelAnalytics, UmamiAnalytics, NoAnalytics], Field(discriminator="provider")],
)

# Hosts that cannot serve Vercel's script from their root: GitHub Pages (user, organisation and
# project sites all live on <owner>.github.io).
GITHUB_PAGES_HOST = re.compile(r"(?:[^.]+\.)*github\.io", re.IGNORECASE)


def host_problem(analytics: VercelAnalytics | UmamiAnalytics | NoAnalytics, origin: str) -> str | None:
    """Why `analytics` cannot work for a site deployed at `origin`, or None."""
    host = urlsplit(origin).hostname or ""
    if isinstance(analytics, VercelAnalytics) and GITHUB_PAGES_HOST.fullmatch(host):
        return (
            f"analytics provider vercel cannot work on GitHub Pages ({host}): only a Vercel deployment serves "
            f"{VERCEL_SCRIPT}, so every page would request a missing script. Use provider umami (see "
            "content/AUTHORING.md) or none"
        )
    return None
