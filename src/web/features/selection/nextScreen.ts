/**
 * Where a selection leads: the server's answer (it knows the step rules, product.md §4), or the
 * shared rule's answer if the server sent none that is a path of this app.
 */
import { isAppPath } from '../../lib/paths';

export function nextScreen(serverRedirect: string | undefined, fallback: string): string {
  return serverRedirect && isAppPath(serverRedirect) ? serverRedirect : fallback;
}
