/** Ids of the elements the server render writes and the client reads. */
export const QUERY_STATE_ID = "__query_state__";
