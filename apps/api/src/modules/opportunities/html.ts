import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of the rich description (spec 3 "Post Job Opportunity" toolbar: bold, italic,
 * underline, align, lists, link, image, color, font size and family). Everything else (scripts,
 * event handlers, frames, forms, styles beyond the toolbar's) is dropped on the server.
 */
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'font',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
      'font-family': [/^[\w\s,'"-]{1,120}$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_POLICY).trim();
}
