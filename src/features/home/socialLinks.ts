/** The shop's five social channels (storefront §2: home 'Pattern Trends' and the footer). */
export const socialLinks = [
  { id: 'pinterest', name: 'Pinterest', href: 'https://www.pinterest.com/' },
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/' },
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/' },
  { id: 'twitter', name: 'Twitter', href: 'https://twitter.com/' },
  { id: 'behance', name: 'Behance', href: 'https://www.behance.net/' },
] as const;

export type SocialId = (typeof socialLinks)[number]['id'];
