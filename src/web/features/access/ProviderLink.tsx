import { useTranslation } from 'react-i18next';

/** The company that provides the platform; the login screen links to its site (product.md §2). */
export const PROVIDER = { name: 'Battle Events', url: 'https://battle-events.example' } as const;

/** The provider's small brand mark, drawn here so the login screen loads no extra file. */
function ProviderMark() {
  return (
    <svg viewBox="0 0 64 64" width="24" height="24" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#002335" />
      <path d="M20 14h24v14a12 12 0 0 1-24 0z" fill="#FF784B" />
      <path
        d="M20 18h-7v4a9 9 0 0 0 9 9M44 18h7v4a9 9 0 0 1-9 9"
        fill="none"
        stroke="#FF784B"
        strokeWidth="4"
      />
      <rect x="29" y="39" width="6" height="8" fill="#FF784B" />
      <rect x="21" y="47" width="22" height="6" rx="2" fill="#FF784B" />
    </svg>
  );
}

export function ProviderLink() {
  const { t } = useTranslation();
  return (
    <a className="provider-link" href={PROVIDER.url} target="_blank" rel="noopener noreferrer">
      <ProviderMark />
      <span>{t('poweredBy', { name: PROVIDER.name })}</span>
      {/* Read after the visible words, so the link's name starts with what is on screen. */}
      <span className="visually-hidden">{t('providerSiteLabel', { name: PROVIDER.name })}</span>
    </a>
  );
}
