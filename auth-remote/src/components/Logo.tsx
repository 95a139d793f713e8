import { safeRedirect } from '@thryve/contract';
import { useAuth } from '@thryve/shared';

/** Image data a logo may be given inline (an `<img>` runs no script, an SVG one included). */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;
const HTTPS_URL = /^https:\/\//i;

/**
 * The URL the logo loads from, or null for Thryve's mark: `https:` only (an `http:` image is mixed content on an
 * https page), a path of the page's own origin by the product's one path rule (`safeRedirect`: `/\host` and a
 * path with a tab, which browsers read as another origin, are refused), or image data.
 */
function logoSource(value: string | null): string | null {
  if (!value) return null;
  if (IMAGE_DATA_URL.test(value)) return value;
  if (HTTPS_URL.test(value)) {
    try {
      return new URL(value).protocol === 'https:' ? value : null;
    } catch {
      return null;
    }
  }
  return safeRedirect(value);
}

/**
 * The brand's mark: the host's logo (`config.logoUrl`) or the Thryve Health mark. `title` is its accessible name
 * (an image, not decoration): the brand name.
 */
export function Logo({ title = 'Thryve Health', size = 48 }: { title?: string; size?: number }) {
  const source = logoSource(useAuth().config.logoUrl);
  if (source) return <img className="thryve-logo" src={source} alt={title} width={size} height={size} />;
  return (
    <svg
      className="thryve-logo"
      role="img"
      aria-label={title}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="24" cy="24" r="24" fill="#0b6e4f" />
      <path
        d="M24 36c-6-4.5-10-8.6-10-13.2A5.8 5.8 0 0 1 24 19a5.8 5.8 0 0 1 10 3.8C34 27.4 30 31.5 24 36z"
        fill="#ffffff"
      />
      <path d="M13 24h6l2.5-4 3.5 8 2.5-4H35" fill="none" stroke="#0b6e4f" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
