"""The site as a whole: site.yaml, routes, hrefs, sidebars, and which content files it publishes."""
