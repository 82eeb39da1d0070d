/** How many rows a list read returns: the /home strips hold a few, the full lists every one. */
export interface ListOptions {
  /** At most this many; every one when absent. */
  limit?: number;
}

/** The /home strips hold at most this many entries; their headers lead to the full lists. */
export const HOME_LIST_LIMIT = 20;
