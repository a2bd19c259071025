/** Parts of the page a URL parameter can hide (`?navbar=0`): the boot script and the app both read them. */
export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
