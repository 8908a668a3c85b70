/** Base address of the API: same origin unless the build says otherwise. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** Network time-out of request, upload and download, as the seed's manifest. */
export const NETWORK_TIMEOUT_MS = 60_000;

export const APP_VERSION = '1.0.1';
/** The build number of APP_VERSION (shown on the About page). */
export const APP_VERSION_CODE = 101;
