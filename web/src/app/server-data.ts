/** The id of the script element that carries a server-rendered page's query cache to the browser. */
export const SERVER_DATA_ID = 'portal-server-data'
