import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG uploads are sanitized with DOMPurify (its SVG profile: no scripts, no event handlers, no
 * foreignObject, no javascript: URLs) and, on top of that, every reference that would leave the
 * file is removed: href/xlink:href may only point inside the document (#id) or at an embedded
 * bitmap (data:image/png|jpeg|gif|webp), and CSS may not import or load url()s from elsewhere.
 * A sanitized SVG can be opened directly from the bucket without running or fetching anything.
 */

const SAFE_REFERENCE = /^\s*(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[\w+/=\s]*)$/i;
/** url(...) in CSS that does not point inside the document. */
const EXTERNAL_CSS_URL = /url\(\s*(['"]?)\s*(?!#)[^)]*\)/gi;
const CSS_IMPORT = /@import[^;]*;?/gi;

function cleanCss(css: string): string {
  return css.replace(CSS_IMPORT, '').replace(EXTERNAL_CSS_URL, 'none');
}

let purifier: { purify: DOMPurify; serializer: XMLSerializer } | undefined;

/** One jsdom window for the process: creating one costs tens of milliseconds. */
function getPurifier() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !SAFE_REFERENCE.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if (name === 'style') data.attrValue = cleanCss(data.attrValue);
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && node.textContent) {
      node.textContent = cleanCss(node.textContent);
    }
  });
  purifier = { purify, serializer: new window.XMLSerializer() };
  return purifier;
}

/** Everything before the root element (XML declaration, comments, doctype with its entities). */
const PROLOG = /^[\s\S]*?(?=<svg[\s>/])/i;

/**
 * The sanitized SVG as a standalone XML document, or null when nothing drawable is left
 * (not an SVG, or an SVG made only of disallowed content).
 */
export function sanitizeSvg(source: string): string | null {
  const { purify, serializer } = getPurifier();
  const body = source.replace(PROLOG, '');
  const fragment = purify.sanitize(body, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is safe once its href can only point inside the document (hook above).
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = Array.from(fragment.childNodes).find(
    (node): node is Element => node.nodeType === 1 && node.nodeName.toLowerCase() === 'svg',
  );
  if (!root) return null;
  // The HTML parser put every element in its proper namespace; the XML serializer writes the
  // xmlns declarations back, so the result is a well-formed standalone SVG file.
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(root)}`;
}
