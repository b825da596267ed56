import { style } from '@vanilla-extract/css';

/** The spinner, centred in whatever room the caller's frame gives it. */
export const loading = style({ display: 'grid', placeItems: 'center' });
