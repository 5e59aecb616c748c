export { type NoticeItem, NoticeMarquee, type NoticeMarqueeProps } from './NoticeMarquee.tsx';
