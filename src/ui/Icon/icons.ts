/**
 * The icon set: 24×24 stroke paths (Feather-style geometry, drawn for this project).
 * Each entry is the inner SVG path data; `Icon` wraps it.
 */
export const icons = {
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14zM20 20l-4-4',
  upload: 'M12 16V4M7 9l5-5l5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  download: 'M12 4v12M7 11l5 5l5-5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.7a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l3-3l4 4M15.5 9h.01',
  chevronLeft: 'M15 6l-6 6l6 6',
  chevronRight: 'M9 6l6 6l-6 6',
  chevronDown: 'M6 9l6 6l6-6',
  chevronUp: 'M6 15l6-6l6 6',
  check: 'M5 12l5 5l9-10',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.4 9.4 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  info: 'M12 21a9 9 0 1 0 0-18a9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  alert: 'M12 4l9 16H3zM12 10v4M12 17h.01',
  success: 'M12 21a9 9 0 1 0 0-18a9 9 0 0 0 0 18zM8 12l3 3l5-6',
  filter: 'M4 5h16l-6 8v6l-4-2v-4z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  arrowLeft: 'M19 12H5M11 6l-6 6l6 6',
  mail: 'M4 6h16v12H4zM4 7l8 6l8-6',
  send: 'M4 12l16-8l-6 16l-2-7z',
} as const;

export type IconName = keyof typeof icons;
