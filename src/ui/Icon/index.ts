export { Icon, type IconProps } from './Icon';
export { icons, type IconName } from './icons';
