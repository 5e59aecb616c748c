import { CONTENT_EPOCH, HOSTILE_HTML } from '@sorte/mocks/fixtures';

// Story fixtures for the content components, in the shapes the components take. The fixed day and the hostile HTML
// samples are the simulated gateway's own (@sorte/mocks/fixtures). Used only by stories, never by components.

export { CONTENT_EPOCH, HOSTILE_HTML };

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PALETTE = [
  ['#0a6e45', '#03351f'],
  ['#1d5fd1', '#0b2a66'],
  ['#af002d', '#4d0014'],
  ['#8e2de2', '#3a0f66'],
  ['#b35c00', '#4d2700'],
  ['#11706b', '#063331'],
] as const;

/** A wide banner image (1200 × 375) with a title and a subtitle, like the simulated gateway's artwork. */
export function bannerArt(index: number, title: string, subtitle: string): string {
  const [from, to] = PALETTE[index % PALETTE.length]!;
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 375" width="1200" height="375"><defs><linearGradient id="b${index}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="375" fill="url(#b${index})"/><circle cx="${980 - index * 60}" cy="90" r="150" fill="#fff" fill-opacity=".12"/><circle cx="${1080 - index * 40}" cy="320" r="90" fill="#fff" fill-opacity=".1"/><text x="80" y="180" font-family="system-ui,sans-serif" font-size="72" font-weight="800" fill="#fff">${title}</text><text x="80" y="250" font-family="system-ui,sans-serif" font-size="40" fill="#fff" fill-opacity=".9">${subtitle}</text></svg>`,
  );
}

/** A square picture for HTML content and popups. */
export const squareArt = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="12" fill="#0a6e45"/><text x="32" y="42" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="#fff">S</text></svg>',
);

/** Every hostile sample that needs no allowed-host policy in one document, after a line of normal text. */
const { offSiteImage: _offSiteImage, offSiteLink: _offSiteLink, ...inlineHostileHtml } = HOSTILE_HTML;
export const allHostileHtml = `<p>Texto normal antes.</p>${Object.values(inlineHostileHtml).join('')}`;

const DAY = 86_400_000;

export interface AnnouncementFixture {
  id: number;
  title: string;
  content: string;
  promotionType: string | null;
  timestamp: number;
}

function announcement(
  id: number,
  daysAgo: number,
  title: string,
  content: string,
  promotionType: string | null = null,
): AnnouncementFixture {
  return { id, title, content, promotionType, timestamp: CONTENT_EPOCH - daysAgo * DAY };
}

/** 14 announcements (2 pages of 9), with real and hostile HTML. */
export const announcements: AnnouncementFixture[] = [
  announcement(
    1,
    0,
    'Bem-vindo à Sorte',
    `<h2>Bem-vindo!</h2><p>Loterias, cassino ao vivo, esportes e <strong>milhares de jogos</strong> em um só lugar.</p><p><img src="${squareArt}" alt="Sorte" width="64" height="64"></p>`,
  ),
  announcement(
    2,
    1,
    'Bônus de boas-vindas de 100%',
    `<p>Deposite a partir de <b>R$ 20</b> e receba <em>100%</em> de bônus.</p><ul><li>Rollover de 10×</li><li>Válido por 7 dias</li></ul>`,
    'DEPOSIT',
  ),
  announcement(
    3,
    2,
    'Manutenção programada',
    `<p>Domingo, das 02h às 04h (horário de Brasília), alguns provedores ficam indisponíveis.</p><table><thead><tr><th>Provedor</th><th>Horário</th></tr></thead><tbody><tr><td>Praia Live</td><td>02h–03h</td></tr><tr><td>Solx Slots</td><td>03h–04h</td></tr></tbody></table>`,
  ),
  announcement(
    4,
    3,
    'Resgate de giros grátis',
    `<p>Seus giros estão prontos. ${HOSTILE_HTML.javascriptLink}</p>`,
    'FREE_SPIN',
  ),
  announcement(5, 4, 'Aviso de segurança', `<p>Nunca compartilhe sua senha.</p>${HOSTILE_HTML.script}`),
  announcement(
    6,
    5,
    'Torneio de slots',
    `<p>Prêmios de até R$ 50.000.</p>${HOSTILE_HTML.onerror}`,
    'TOURNAMENT',
  ),
  announcement(7, 6, 'Novos jogos da casa', `<p>Conheça os originais BGS.</p>${HOSTILE_HTML.svgOnload}`),
  announcement(8, 7, 'Atualização do aplicativo', `<p>Baixe a nova versão.</p>${HOSTILE_HTML.iframe}`),
  announcement(
    9,
    8,
    'Promoção de fim de semana',
    `${HOSTILE_HTML.styleExpression}<p>Cashback de 10%.</p>`,
    'CASHBACK',
  ),
  announcement(10, 9, 'Confirme seus dados', `<p>Atualize seu cadastro.</p>${HOSTILE_HTML.form}`),
  announcement(
    11,
    10,
    'Loteria: novos horários',
    `<p>Confira.</p>${HOSTILE_HTML.dataLink}${HOSTILE_HTML.metaRefresh}`,
  ),
  announcement(12, 11, 'Conteúdo antigo', `${HOSTILE_HTML.objectEmbed}${HOSTILE_HTML.mixedCase}`),
  announcement(13, 12, 'Modelos', `${HOSTILE_HTML.template}<p>Texto normal.</p>`),
  announcement(
    14,
    13,
    'Jogo responsável',
    `<p>Defina limites de depósito no <a href="/member" title="Centro do membro">centro do membro</a>. Ajuda: <a href="https://t.me/sorte_demo" target="_blank" rel="noopener">Telegram</a>.</p>`,
  ),
];

/** Popular notices (the marquee and the notice modal). */
export const notices: AnnouncementFixture[] = [
  announcement(701, 0, 'Manutenção', 'Domingo das 02h às 04h alguns provedores ficam indisponíveis.'),
  announcement(702, 0, 'Saques', 'Saques via PIX em até 10 minutos.'),
  announcement(703, 1, 'Loteria', 'Mega Sorte com sorteio a cada hora.'),
  announcement(704, 2, 'Torneio', '<b>Torneio de slots</b> com prêmios de até R$ 50.000.'),
  announcement(705, 3, 'Segurança', `Nunca compartilhe sua senha. ${HOSTILE_HTML.script}`),
];

/** Help-centre items, the first with the #term anchor. */
export const helpItems: AnnouncementFixture[] = [
  announcement(
    901,
    30,
    'Termos e condições',
    `<h2>Termos e condições</h2><p>Apenas maiores de 18 anos.</p><ol><li>Uma conta por pessoa.</li><li>Bônus sujeitos a rollover.</li></ol>`,
  ),
  announcement(
    902,
    30,
    'Como depositar',
    `<p>Use PIX no centro do membro.</p>${HOSTILE_HTML.javascriptLink}`,
  ),
  announcement(
    903,
    30,
    'Jogo responsável',
    '<p>Defina limites de depósito e faça pausas. Se precisar, fale com o atendimento.</p>',
  ),
];

const WINNER_NAMES = [
  'ana12',
  'bruno7',
  'carla55',
  'diego3',
  'eduarda81',
  'felipe40',
  'gabriela9',
  'heitor27',
  'isabela64',
  'joao18',
  'karina2',
  'lucas77',
  'mariana33',
  'nicolas5',
  'olivia90',
  'pedro11',
  'rafaela46',
  'samuel8',
  'tatiane23',
  'vitor61',
  'wagner4',
  'xenia29',
];
const WINNER_GAMES = [
  'Fortuna Dourada',
  'Bacará Relâmpago',
  'Roleta Brasileira',
  'Tigre da Sorte',
  'Pesca Milionária',
  'Dragão Tigre ao Vivo',
  'Frutas Tropicais',
  'Mega Joker',
];

/** 22 winners in no particular order (the board sorts and keeps 20), amounts from R$ 60 to R$ 248,000. */
export const winners = WINNER_NAMES.map((customerName, index) => ({
  customerName,
  gameName: WINNER_GAMES[index % WINNER_GAMES.length]!,
  winAmount: Math.round(60 * 4133 ** (((index * 7) % 22) / 21) * 100) / 100,
}));

export interface PromotionFixture {
  id: number;
  title: string;
  status: string;
  content: string;
  imageUrl: string;
  startTime: number;
  endTime: number;
}

const PROMOTION_SEEDS: readonly [string, string][] = [
  ['Join', 'Bônus de boas-vindas'],
  ['Claim', 'Giros grátis do fim de semana'],
  ['Applying', 'Cashback semanal'],
  ['Rejected', 'Bônus de aniversário'],
  ['Issued', 'Recarga premiada'],
  ['Claimed', 'Missão diária'],
  ['Process', 'Torneio de slots'],
  ['Joined', 'Indique um amigo'],
  ['coming soon', 'Festival de Carnaval'],
  ['Close', 'Copa de verão'],
];

/** Promotions 1001…1010, one per §4 status, spelt as the gateway sends them. */
export const promotions: PromotionFixture[] = PROMOTION_SEEDS.map(([status, title], index) => {
  const start = status === 'coming soon' ? CONTENT_EPOCH + 5 * DAY : CONTENT_EPOCH - (10 + index) * DAY;
  return {
    id: 1001 + index,
    title,
    status,
    content:
      index === 3
        ? `<p>Parabéns pelo seu dia!</p>${HOSTILE_HTML.onerror}`
        : `<p>${title}: confira as regras.</p><ul><li>Válido para contas verificadas.</li><li>Rollover de 10×.</li></ul>`,
    imageUrl: bannerArt(index, title, status),
    startTime: start,
    endTime: status === 'Close' ? CONTENT_EPOCH - DAY : start + 40 * DAY,
  };
});

/** A deterministic QR-like pattern (21 × 21 modules with finder squares): a stand-in for a real code. */
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

/** A blank page for frames: no network, nothing that moves. */
export const blankFrameSrc = 'about:blank';
