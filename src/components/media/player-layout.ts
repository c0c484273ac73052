/**
 * Sizes of the player's controls in its mobile (≤ 991 px, SPEC §9) and desktop layouts. 'auto' lets CSS pick
 * (`lg:` is 992 px), so the server HTML is already right for the screen and nothing moves when the page hydrates;
 * 'mobile' and 'desktop' are for a forced `isMobile`. Class names are written out so Tailwind sees them. The bar's
 * content is a button's height (`box-content`, the padding around it): a browser can paint the bar before its buttons
 * have arrived (a page still loading), and a bar that grew when they did would move.
 */
export type PlayerLayout = 'auto' | 'mobile' | 'desktop';

export const PLAYER_SIZES = {
  auto: {
    bar: 'box-content h-10 p-3 lg:h-12 lg:p-6',
    button: 'size-10 lg:size-12',
    icon: 'size-5 lg:size-[22px]',
    quality: 'h-10 w-[5.5rem] px-3 text-xs lg:h-12 lg:w-[6.5rem] lg:px-4 lg:text-sm',
  },
  mobile: { bar: 'box-content h-10 p-3', button: 'size-10', icon: 'size-5', quality: 'h-10 w-[5.5rem] px-3 text-xs' },
  desktop: { bar: 'box-content h-12 p-6', button: 'size-12', icon: 'size-[22px]', quality: 'h-12 w-[6.5rem] px-4 text-sm' },
} as const satisfies Record<PlayerLayout, Record<'bar' | 'button' | 'icon' | 'quality', string>>;
