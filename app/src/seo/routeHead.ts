import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type AnyLanguageCode, DEFAULT_LANGUAGE, getLanguage } from '@sorte/domain';
import { type GameCentre, INHOUSE_VENDOR, LOBBY_PARAM_KEYS } from '@sorte/domain/constants';
import { agentPath } from '../agentPaths.ts';
import { namedAreaPaths } from '../namedAreaPaths.ts';
import { centreOfPath, homePaths, isGamePagePath, paths } from '../paths.ts';
import { selfExcludedPath } from '../pausePaths.ts';
import { absoluteUrl, canonicalRoute } from './publicRoutes.ts';

/** What the head says about one page (issue 27 item 2). */
export interface RouteHead {
  title: string;
  description: string;
  /** False on private pages: the member and agent centres, the account popups' routes, the game pages. */
  indexed: boolean;
  /** Present only with the config's `publicUrl`: a mirror host never names itself canonical. */
  urls: {
    canonical: string;
    alternates: readonly { hrefLang: string; href: string }[];
  } | null;
  /** `og:locale` of the active language, and the other languages the page is offered in. */
  ogLocale: string;
  ogLocaleAlternates: readonly string[];
}

const SITE_NAME = 'Sorte';

/** A blog article's head (`/blog/<slug>`): its title, and its summary as the description when it has one. */
export interface BlogArticleHead {
  title: string;
  summary: string | null;
}

const home = {
  title: msg`Sorte: loterias, jogos ao vivo, esportes e cassino`,
  description: msg`Loterias, cassino ao vivo, esportes, e-sports, pescaria e jogos da casa: jogue na Sorte pelo celular ou pelo computador, com promoções todos os dias.`,
};

const centreTitles: Record<GameCentre, MessageDescriptor> = {
  lott: msg`Loteria`,
  elott: msg`Loteria eletrônica`,
  sports: msg`Esportes`,
  esports: msg`E-sports`,
  live: msg`Cassino ao vivo`,
  fish: msg`Pescaria`,
  rng: msg`Cassino`,
  pvp: msg`PVP`,
};

const vendorCentreDescription = (name: string) =>
  msg`${name} na Sorte: escolha um fornecedor e jogue agora, no celular ou no computador.`;
const gameListDescription = (name: string) =>
  msg`${name} na Sorte: centenas de jogos para filtrar por fornecedor, favoritar e jogar agora.`;

const pages: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  [paths.promotions.path]: {
    title: msg`Promoções`,
    description: msg`As promoções da Sorte: bônus, missões e recompensas para quem joga. Veja as regras de cada uma e participe.`,
  },
  [paths.help.path]: {
    title: msg`Central de ajuda`,
    description: msg`Respostas sobre cadastro, depósitos, saques, promoções e jogos na Sorte.`,
  },
  [paths.responsibleGaming.path]: {
    title: msg`Jogo responsável`,
    description: msg`Limites de depósito, perda e tempo, pausas, autoexclusão e onde pedir ajuda: as ferramentas de jogo responsável da Sorte.`,
  },
  [paths.download.path]: {
    title: msg`Baixar o app`,
    description: msg`Instale o app da Sorte no Android ou no iPhone e jogue de onde estiver.`,
  },
  [paths.feedback.path]: {
    title: msg`Sua opinião`,
    description: msg`Conte à Sorte o que podemos melhorar: sugestões, problemas e elogios.`,
  },
  [namedAreaPaths.blog.path]: {
    title: msg`Blog`,
    description: msg`Dicas, novidades e histórias da Sorte: leia os artigos do nosso blog.`,
  },
  [namedAreaPaths.news.path]: {
    title: msg`Notícias`,
    description: msg`Os avisos e as novidades da Sorte: manutenções, lançamentos e promoções.`,
  },
  [namedAreaPaths.about.path]: {
    title: msg`Sobre nós`,
    description: msg`Quem somos, como funciona a Sorte e os nossos compromissos com quem joga.`,
  },
  [namedAreaPaths.beginnerGuide.path]: {
    title: msg`Guia do iniciante`,
    description: msg`Primeiros passos na Sorte: cadastro, depósito, como jogar e como sacar.`,
  },
  [namedAreaPaths.redEnvelope.path]: {
    title: msg`Envelope vermelho`,
    description: msg`Os envelopes vermelhos da Sorte: veja os sorteios abertos e resgate o seu prêmio.`,
  },
  [namedAreaPaths.gameCenter.path]: {
    title: msg`Central de jogos`,
    description: msg`Todas as categorias de jogos da Sorte e os seus fornecedores em uma página.`,
  },
  [namedAreaPaths.winners.path]: {
    title: msg`Ganhadores`,
    description: msg`Os maiores prêmios pagos na Sorte: a lista de ganhadores por categoria de jogo.`,
  },
  [namedAreaPaths.mirrors.path]: {
    title: msg`Sites espelho`,
    description: msg`Os endereços oficiais da Sorte: use um deles quando o seu não abrir.`,
  },
  [namedAreaPaths.installGuide.path]: {
    title: msg`Como instalar o app`,
    description: msg`Passo a passo para instalar a Sorte no iPhone, no Android e no computador.`,
  },
  [paths.agent.path]: {
    title: msg`Centro do agente`,
    description: msg`Agentes da Sorte: entre para gerenciar sua equipe, seus relatórios e seus contratos.`,
  },
};

const lotteryDescription = msg`Escolha o sorteio, faça sua aposta e acompanhe os resultados na Sorte.`;

/** The private pages' titles, by the start of their path. */
const privatePages: readonly [path: string, title: MessageDescriptor][] = [
  [paths.login.path, msg`Entrar`],
  [paths.register.path, msg`Cadastrar`],
  [paths.member.path, msg`Central do membro`],
  [paths.vip.path, msg`Nível VIP`],
  [paths.favorite.path, msg`Favoritos`],
  [paths.recent.path, msg`Recentes`],
  [paths.pointMall.path, msg`Loja de pontos`],
  [agentPath(), msg`Centro do agente`],
  [selfExcludedPath, msg`Você se autoexcluiu`],
];

const OG_LOCALES = { 'PT-BR': 'pt_BR', EN: 'en_US' } as const;

/** `og:locale` takes language_TERRITORY: pt-BR → pt_BR, en → en_US, ar → ar. */
function ogLocaleOf(code: AnyLanguageCode): string {
  return code in OG_LOCALES
    ? OG_LOCALES[code as keyof typeof OG_LOCALES]
    : getLanguage(code).tag.replace('-', '_');
}

function startsPath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The page's own title and description, and whether it may be indexed. */
function pageText(
  i18n: I18n,
  { pathname, search }: { pathname: string; search: string },
  promotionTitle: string | null,
  blogArticle: BlogArticleHead | null,
): { title: string; description: string; indexed: boolean } {
  const titled = (title: string, description: MessageDescriptor, indexed = true) => ({
    title: `${title} · ${SITE_NAME}`,
    description: i18n._(description),
    indexed,
  });
  const query = new URLSearchParams(search);
  const privatePage = privatePages.find(([path]) => startsPath(pathname, path));
  if (privatePage) return titled(i18n._(privatePage[1]), home.description, false);
  if (homePaths.includes(pathname)) {
    if (query.get(LOBBY_PARAM_KEYS.tab) === 'COCKFIGHT') {
      const name = i18n._(msg`Rinha de galo`);
      return titled(name, vendorCentreDescription(name));
    }
    return { title: i18n._(home.title), description: i18n._(home.description), indexed: true };
  }
  const centre = centreOfPath(pathname);
  if (centre) {
    const inHouse = centre === 'rng' && query.get(LOBBY_PARAM_KEYS.vendor) === INHOUSE_VENDOR;
    const name = i18n._(inHouse ? msg`Jogos da casa` : centreTitles[centre]);
    const vendorBased = ['lott', 'elott', 'sports', 'esports'].includes(centre);
    return titled(name, vendorBased ? vendorCentreDescription(name) : gameListDescription(name));
  }
  if (isGamePagePath(pathname)) return titled(i18n._(msg`Jogo`), home.description, false);
  if ((paths.lottery as readonly string[]).includes(pathname))
    return titled(i18n._(msg`Loteria`), lotteryDescription);
  if (pathname.startsWith(`${namedAreaPaths.blog.path}/`)) {
    const blog = pages[namedAreaPaths.blog.path] as (typeof pages)[string];
    if (!blogArticle) return titled(i18n._(msg`Artigo não encontrado`), blog.description, false);
    return {
      ...titled(blogArticle.title, blog.description),
      description: blogArticle.summary ?? i18n._(blog.description),
    };
  }
  const page = pages[pathname];
  if (page) {
    const title = pathname === paths.promotions.path && promotionTitle ? promotionTitle : i18n._(page.title);
    return titled(title, page.description);
  }
  return titled(i18n._(msg`Página não encontrada`), home.description, false);
}

/**
 * The head of the page at `location` in the active language: title, description, robots, and with `publicUrl`
 * the canonical address and its `hreflang` alternates. Reading of "the language by URL": `?lang=` (which the site
 * already honours at start, spec §1); the Portuguese page is the address without it, English is `?lang=en`.
 */
export function routeHead(
  i18n: I18n,
  location: { pathname: string; search: string },
  {
    language,
    publicUrl,
    promotionTitle = null,
    blogArticle = null,
  }: {
    language: AnyLanguageCode;
    publicUrl: string | undefined;
    promotionTitle?: string | null;
    /** The article at `/blog/<slug>`, or null: an unknown slug is not found, and not indexed. */
    blogArticle?: BlogArticleHead | null;
  },
): RouteHead {
  const route = canonicalRoute(location.pathname, location.search);
  const ogLocale = ogLocaleOf(language);
  return {
    ...pageText(i18n, location, promotionTitle, blogArticle),
    urls: publicUrl
      ? {
          canonical: absoluteUrl(
            publicUrl,
            route,
            language === DEFAULT_LANGUAGE ? undefined : getLanguage(language).tag,
          ),
          alternates: [
            { hrefLang: 'pt-BR', href: absoluteUrl(publicUrl, route) },
            { hrefLang: 'en', href: absoluteUrl(publicUrl, route, 'en') },
            { hrefLang: 'x-default', href: absoluteUrl(publicUrl, route) },
          ],
        }
      : null,
    ogLocale,
    ogLocaleAlternates: Object.values(OG_LOCALES).filter((locale) => locale !== ogLocale),
  };
}
