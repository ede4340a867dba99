/**
 * Escapes text for HTML. Model names, sides and terrain names come from scenario files and
 * token, actor and region names from any user, so nothing of theirs reaches innerHTML (the
 * sandbox's panels, Foundry's notifications) without this.
 */
export function escapeHtml(text: string | number): string {
  return String(text)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
