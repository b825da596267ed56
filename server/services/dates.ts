/** The spec's date format, 'yyyy-MM-dd HH:mm:ss', in UTC (account §7: order dates and ranges). */
export const specDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** The Date a spec date stands for (UTC). */
export const parseSpecDate = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
