/**
 * Escapes text for HTML. Model names, sides and terrain names come from scenario files that
 * anyone can write, so nothing read from a file reaches innerHTML without this.
 */
export function escapeHtml(text: string | number): string {
  return String(text)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
