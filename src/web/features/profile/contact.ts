/**
 * Where "contact us" on /profile writes to: the platform's support address. A reserved
 * .example placeholder, like the provider link of the login screen, until the product has its
 * own; a deployment sets VITE_CONTACT_EMAIL at build time.
 */
export const CONTACT_EMAIL: string =
  import.meta.env.VITE_CONTACT_EMAIL || 'support@battle-events.example';

export const CONTACT_MAIL_LINK = `mailto:${CONTACT_EMAIL}`;
