export {
  type AnnouncementItem,
  AnnouncementModal,
  type AnnouncementModalProps,
} from './AnnouncementModal/index.ts';
export { BannerCarousel, type BannerCarouselProps, type BannerSlide } from './BannerCarousel/index.ts';
export {
  BlogArticle,
  type BlogArticleContent,
  type BlogArticleProps,
  BlogList,
  type BlogListItem,
  type BlogListProps,
} from './Blog/index.ts';
export { ContentPage, type ContentPageProps, type ContentPageSection } from './ContentPage/index.ts';
export {
  type CustomerServiceEntry,
  CustomerServiceList,
  type CustomerServiceListProps,
} from './CustomerServiceList/index.ts';
export { DownloadPage, type DownloadPageProps } from './DownloadPage/index.ts';
export {
  type GameCenterCategory,
  GameCenterPage,
  type GameCenterPageProps,
  type GameCenterVendor,
} from './GameCenterPage/index.ts';
export {
  GameFrame,
  type GameFrameProps,
} from './GameFrame/index.ts';
export {
  HelpCentreModal,
  type HelpCentreModalProps,
  HelpPage,
  type HelpPageProps,
  type HelpSection,
  type HelpTopic,
} from './HelpPage/index.ts';
export { InstallGuide, type InstallGuideProps } from './InstallGuide/index.ts';
export { useLimitRefusalText } from './LimitRefusalText/index.ts';
export {
  LiveChatDialog,
  type LiveChatDialogProps,
} from './LiveChatDialog/index.ts';
export { MirrorList, type MirrorListProps } from './MirrorList/index.ts';
export { type NewsItem, NewsPage, type NewsPageProps } from './NewsPage/index.ts';
export { type NoticeItem, NoticeMarquee, type NoticeMarqueeProps } from './NoticeMarquee/index.ts';
export { NoticeModal, type NoticeModalProps } from './NoticeModal/index.ts';
export {
  PromotionCard,
  type PromotionCardProps,
  type PromotionItem,
  PromotionList,
  type PromotionListProps,
  promotionElementId,
} from './PromotionList/index.ts';
export { PublicPopup, type PublicPopupProps } from './PublicPopup/index.ts';
export { RedEnvelopePage, type RedEnvelopePageProps } from './RedEnvelopePage/index.ts';
export {
  ResponsibleGamingPage,
  type ResponsibleGamingPageProps,
  type ResponsibleGamingTool,
} from './ResponsibleGamingPage/index.ts';
export {
  htmlToText,
  SafeHtml,
  type SafeHtmlPolicy,
  SafeHtmlPolicyProvider,
  type SafeHtmlProps,
  sanitizeHtml,
} from './SafeHtml/index.ts';
export { WinnerBoard, type WinnerBoardProps } from './WinnerBoard/index.ts';
export {
  type WinnerCategoryOption,
  WinnersTable,
  type WinnersTableProps,
} from './WinnersTable/index.ts';
