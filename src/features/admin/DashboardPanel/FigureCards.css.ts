import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { card as adminCard } from '../admin.css';

export const card = style([adminCard, { display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs, padding: vars.space.md }]);

/** The period's own figures stand out from the running totals. */
export const periodCard = style({ background: vars.color.primarySoft, borderColor: vars.color.primarySoft });
