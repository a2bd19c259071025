/**
 * The parts `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` and `?globalUIComponents=0` hide.
 * Apart from boot.ts so the client bundle, which needs only this list, does not carry the boot script.
 */
export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
