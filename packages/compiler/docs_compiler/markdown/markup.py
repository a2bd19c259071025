"""The markup contract: class names and data attributes the compiler writes into page HTML and the
browser's scripts read (tabs, copy buttons, router links). Named once here; the TypeScript side gets
them as MARKUP in packages/artifacts/src/markup.gen.ts, generated from this module."""

from __future__ import annotations

COPY_CODE = "copy-code"
"""The copy button of a code block."""
HEADER_ANCHOR = "header-anchor"
"""The # permalink after a heading's text."""
TABS = "tabs"
"""A tab set; its group name is in TAB_GROUP."""
TABS_LIST = "tabs-list"
"""The row of tab buttons of a tab set."""
TABS_PANEL = "tabs-panel"
"""One tab's content."""
TAB_GROUP = "data-group"
"""On a tab set: the group whose choice is shared across the site."""
TAB_VALUE = "data-value"
"""On a tab button and its panel: the tab's label."""
ROUTE = "data-route"
"""On a body link to a page of the same version: the route the client router navigates to."""
QUICK_INFO = "qi"
"""An identifier of a code block with quick info: focusable (a link when it is an API name),
described (aria-describedby) by its tooltip."""
QUICK_INFO_TIP = "qi-tip"
"""A quick-info tooltip (role=tooltip, popover), after its block's <pre>."""
CLAIM = "claim"
"""A sentence's "tested" button (popovertarget: the claim's source)."""
CLAIM_SOURCE = "claim-source"
"""The source of a claim's test (popover), after the page's body."""

MARKUP = {
    "copyCode": COPY_CODE,
    "headerAnchor": HEADER_ANCHOR,
    "tabs": TABS,
    "tabsList": TABS_LIST,
    "tabsPanel": TABS_PANEL,
    "tabGroup": TAB_GROUP,
    "tabValue": TAB_VALUE,
    "route": ROUTE,
    "quickInfo": QUICK_INFO,
    "quickInfoTip": QUICK_INFO_TIP,
    "claim": CLAIM,
    "claimSource": CLAIM_SOURCE,
}
"""What the browser imports (markup.gen.ts: MARKUP), keyed as it names them."""
