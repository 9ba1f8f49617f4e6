/** The API version the Studio's own queries (unique slugs, initial values) are written for. */
export const studioApiVersion = '2025-09-01'
