/**
 * The readable cookie the server sets next to the HttpOnly refresh cookie: the browser knows a
 * sign-in is worth renewing, and the server renders public pages only for browsers without it.
 */
export const SESSION_HINT_COOKIE = 'portal_session'

/** The id of the script element that carries a server-rendered page's query cache to the browser. */
export const SERVER_DATA_ID = 'portal-server-data'
