import { useAuth } from '@thryve/shared';

/** Schemes a host's logo may use: never one that runs code or reaches outside the web (javascript:, file:). */
const SAFE_LOGO_URL = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i;

/**
 * The brand's mark: the host's logo (`config.logoUrl`) or the Thryve Health mark. `title` is its accessible name
 * (an image, not decoration): the brand name.
 */
export function Logo({ title = 'Thryve Health', size = 48 }: { title?: string; size?: number }) {
  const { logoUrl } = useAuth().config;
  if (logoUrl && SAFE_LOGO_URL.test(logoUrl)) {
    return <img className="thryve-logo" src={logoUrl} alt={title} width={size} height={size} />;
  }
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
