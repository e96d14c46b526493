/**
 * MUI's warning orange (#ed6c02) with white text is 3.1:1, below WCAG AA (axe flags it): on
 * filled warning chips the text is dark instead (6.4:1). The hue, which carries the meaning, stays.
 */
export const readableOn = (color: string) => (color === 'warning' ? { color: 'rgba(0, 0, 0, 0.87)' } : undefined);
