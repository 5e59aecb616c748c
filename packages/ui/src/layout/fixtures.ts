// Story fixtures for the site shell: realistic menus and members. Used only by stories, never by components.
import type { LanguageOption } from './LanguageSelect/index.ts';
import type { MemberMenuItem } from './MemberMenu/index.ts';
import type { ShellLinkItem } from './ShellLink/index.ts';

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A deterministic QR-like pattern (21×21 modules with finder squares): a stand-in for a real code. */
function fakeQrCode(seed: number): string {
  const size = 21;
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  let cells = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!inFinder(x, y) && next() > 0.52) cells += `<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`;
    }
  }
  const finder = (x: number, y: number) =>
    `<rect x="${x + 2}" y="${y + 2}" width="7" height="7"/><rect x="${x + 3}" y="${y + 3}" width="5" height="5" fill="#fff"/><rect x="${x + 4}" y="${y + 4}" width="3" height="3"/>`;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><rect width="25" height="25" fill="#fff"/><g fill="#111">${cells}${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}</g></svg>`,
  );
}

export const iosQrSrc = fakeQrCode(7);
export const androidQrSrc = fakeQrCode(42);

export const avatarSrc = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a6e45"/><stop offset="1" stop-color="#f2b705"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" opacity=".9"/><path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#fff" opacity=".9"/></svg>',
);

/** An address that fails to load, to show the default-avatar fallback. */
export const brokenAvatarSrc = 'data:image/png;base64,AAAA';

export const navItems: ShellLinkItem[] = [
  { id: 'home', label: 'Início', href: '/', icon: 'home' },
  { id: 'lottery', label: 'Loteria', href: '/lott', icon: 'ticket' },
  { id: 'live', label: 'Ao vivo', href: '/live', icon: 'video' },
  { id: 'sports', label: 'Esportes', href: '/sports', icon: 'ball' },
  { id: 'fish', label: 'Pesca', href: '/fish', icon: 'fish' },
  { id: 'rng', label: 'Cassino', href: '/rng', icon: 'dice' },
  { id: 'pvp', label: 'PVP', href: '/pvp', icon: 'cards' },
  { id: 'esports', label: 'eSports', href: '/esports', icon: 'gamepad' },
  { id: 'cockfight', label: 'Luta de galos', href: '/rng?vassalage=cockfight', icon: 'flame' },
  { id: 'inhouse', label: 'Jogos da casa', href: '/rng?vassalage=inhouse', icon: 'star' },
  { id: 'promotions', label: 'Promoções', href: '/promotions', icon: 'gift', badge: 'Novo' },
];

export const primaryItems: ShellLinkItem[] = [
  { id: 'home', label: 'Início', href: '/', icon: 'home' },
  { id: 'vip', label: 'VIP', href: '/member#vip', icon: 'crown' },
  { id: 'invite', label: 'Convidar amigos', href: '/member#referral', icon: 'userPlus' },
  { id: 'betRecord', label: 'Histórico de apostas', href: '/member#personalHistoryCopy', icon: 'receipt' },
];

export const promotionItems: ShellLinkItem[] = [
  { id: 'p1', label: 'Bônus de boas-vindas de 100%', href: '/promotions#p1' },
  { id: 'p2', label: 'Cashback semanal de 10%', href: '/promotions#p2' },
  { id: 'p3', label: 'Missão diária: ganhe pontos', href: '/promotions#p3' },
  { id: 'p4', label: 'Roda da sorte', href: '/promotions#p4' },
  { id: 'p5', label: 'Bônus de recarga no fim de semana', href: '/promotions#p5' },
  { id: 'p6', label: 'Torneio de slots de verão', href: '/promotions#p6' },
  { id: 'p7', label: 'Convide e ganhe', href: '/promotions#p7' },
  { id: 'p8', label: 'Jackpot da loteria', href: '/promotions#p8' },
];

export const socialLinks: ShellLinkItem[] = [
  { id: 'telegram', label: 'Telegram', href: 'https://t.me/sorte', icon: 'send', external: true },
  {
    id: 'instagram',
    label: 'Instagram',
    href: 'https://www.instagram.com/sorte',
    icon: 'camera',
    external: true,
  },
  {
    id: 'youtube',
    label: 'YouTube',
    href: 'https://www.youtube.com/@sorte',
    icon: 'playBox',
    external: true,
  },
  { id: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/5500000000000', icon: 'message', external: true },
  {
    id: 'facebook',
    label: 'Facebook',
    href: 'https://www.facebook.com/sorte',
    icon: 'thumbsUp',
    external: true,
  },
];

export const languages: LanguageOption[] = [
  { code: 'PT', tag: 'pt-PT', dir: 'ltr', endonym: 'Português (Portugal)' },
  { code: 'PT-BR', tag: 'pt-BR', dir: 'ltr', endonym: 'Português (Brasil)' },
  { code: 'EN', tag: 'en', dir: 'ltr', endonym: 'English' },
  { code: 'ES', tag: 'es', dir: 'ltr', endonym: 'Español' },
  { code: 'CN', tag: 'zh-CN', dir: 'ltr', endonym: '中文(简体)' },
  { code: 'TW', tag: 'zh-TW', dir: 'ltr', endonym: '中文(繁體)' },
  { code: 'JA', tag: 'ja', dir: 'ltr', endonym: '日本語' },
  { code: 'KO', tag: 'ko', dir: 'ltr', endonym: '한국어' },
  { code: 'TH', tag: 'th', dir: 'ltr', endonym: 'ไทย' },
  { code: 'VI', tag: 'vi', dir: 'ltr', endonym: 'Tiếng Việt' },
  { code: 'ID', tag: 'id', dir: 'ltr', endonym: 'Bahasa Indonesia' },
  { code: 'HI', tag: 'hi', dir: 'ltr', endonym: 'हिन्दी' },
  { code: 'TR', tag: 'tr', dir: 'ltr', endonym: 'Türkçe' },
  { code: 'RU', tag: 'ru', dir: 'ltr', endonym: 'Русский' },
  { code: 'AR', tag: 'ar', dir: 'rtl', endonym: 'العربية' },
  { code: 'FA', tag: 'fa', dir: 'rtl', endonym: 'فارسی' },
  { code: 'UR', tag: 'ur', dir: 'rtl', endonym: 'اردو' },
];

export const member = {
  nickname: 'Ana Ribeiro',
  account: 'ana.ribeiro',
  userId: '10482736',
  balance: 1234.5,
  avatarUrl: avatarSrc,
};

export const trialMember = {
  nickname: 'Visitante 4821',
  account: 'trial_4821',
  userId: '90004821',
  balance: 2000,
  avatarUrl: undefined,
  isTrial: true,
};

export const memberMenuItems: MemberMenuItem[] = [
  { id: 'betRecord', label: 'Histórico de apostas', href: '/member#personalHistoryCopy', icon: 'receipt' },
  { id: 'accountRecord', label: 'Extrato da conta', href: '/member#transactionHistory', icon: 'wallet' },
  { id: 'personalProfit', label: 'Lucros e perdas', href: '/member#personalProfit', icon: 'ticket' },
  {
    id: 'rewardCenter',
    label: 'Centro de recompensas',
    href: '/member#rewardCenter',
    icon: 'gift',
    badge: 3,
  },
  { id: 'pointMall', label: 'Loja de pontos', href: '/pointMall', icon: 'star' },
  { id: 'agent', label: 'Centro do agente', href: '/agentHome', icon: 'userPlus' },
  { id: 'customerService', label: 'Atendimento ao cliente', icon: 'headset' },
];

export const helpLinks: ShellLinkItem[] = [
  { id: 'about', label: 'Sobre nós', href: '/help#about' },
  { id: 'terms', label: 'Termos e condições', href: '/help#terms' },
  { id: 'privacy', label: 'Política de privacidade', href: '/help#privacy' },
  { id: 'responsible', label: 'Jogo responsável', href: '/help#responsible' },
  { id: 'faq', label: 'Perguntas frequentes', href: '/help#faq' },
];

export const productLinks: ShellLinkItem[] = [
  { id: 'lottery', label: 'Loteria', href: '/lott' },
  { id: 'sports', label: 'Esportes', href: '/sports' },
  { id: 'rng', label: 'Cassino', href: '/rng' },
  { id: 'live', label: 'Ao vivo', href: '/live' },
  { id: 'fish', label: 'Pesca', href: '/fish' },
  { id: 'pointMall', label: 'Loja de pontos', href: '/pointMall' },
];

export const siteLinks: ShellLinkItem[] = [
  { id: 'about', label: 'Sobre nós', href: '/about' },
  { id: 'news', label: 'Notícias', href: '/news' },
  { id: 'blog', label: 'Blog', href: '/blog' },
  { id: 'winners', label: 'Ganhadores', href: '/winners' },
  { id: 'redEnvelope', label: 'Envelope vermelho', href: '/red-envelope' },
  { id: 'gameCenter', label: 'Central de jogos', href: '/game-center' },
];

/** Invented studio names: placeholders for vendor logos, no third-party marks. */
/** A wide vendor logo (the lagerIcon of a vendor card): the vendor's name on its colours. */
function vendorLogo(name: string, from: string, to: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 72"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="180" height="72" rx="8" fill="url(#g)"/><text x="90" y="45" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="800" fill="#fff">${name}</text></svg>`,
  );
}

/** Game vendors: most with a logo, the last two without one (shown as text badges). */
export const vendors = [
  { id: 'aurora', name: 'Aurora Gaming', logoSrc: vendorLogo('AURORA', '#0a6e45', '#12a36a') },
  { id: 'bravo', name: 'Bravo Live', logoSrc: vendorLogo('BRAVO', '#7a1fa2', '#c2185b') },
  { id: 'cobalto', name: 'Cobalto Slots', logoSrc: vendorLogo('COBALTO', '#0d47a1', '#1976d2') },
  { id: 'delta', name: 'Delta Sports', logoSrc: vendorLogo('DELTA', '#bf360c', '#f57c00') },
  { id: 'eclipse', name: 'Eclipse Fish', logoSrc: vendorLogo('ECLIPSE', '#004d40', '#00897b') },
  { id: 'fortuna', name: 'Fortuna Lott', logoSrc: vendorLogo('FORTUNA', '#8d6e00', '#f2b705') },
  { id: 'galaxia', name: 'Galáxia PVP' },
  { id: 'horizonte', name: 'Horizonte eSports' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a fixed UI text in Portuguese (the `stories` project) or English (`stories-dark-rtl` renders
 * the English catalog), so one play function serves both projects.
 */
export function uiText(pt: string, en: string, options: { exact?: boolean } = {}): RegExp {
  const body = `(${escapeRegExp(pt)}|${escapeRegExp(en)})`;
  return new RegExp(options.exact === false ? body : `^${body}$`);
}
