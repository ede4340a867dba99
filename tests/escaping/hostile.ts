/** Names a user can give a token, actor, unit, region or scene, each an attack on HTML. */
export const HOSTILE = [
  "<img src=x onerror=alert(1)>",
  "<script>window.__ttmPwned=1</script>",
  '"><b>bold</b>',
  "{{constructor.constructor}} '&amp;' `x`=",
] as const;

/** The elements in an HTML string, in order, with their attribute names (what an injection would change). */
export function tags(html: string): string[] {
  const attr = /\s+([^\s=>"'/]+)(?:=(?:"[^"]*"|'[^']*'|[^\s>"']+))?/g;
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>"'/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
  return [...html.matchAll(tag)].map(
    (m) => `${m[1]}${m[2]}[${[...m[3]!.matchAll(attr)].map((a) => a[1]).join(",")}]`,
  );
}

/** HTML text with the entities Handlebars and escapeHtml write turned back into characters. */
export function decode(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}
