import { isLang, languages } from '@/lib/i18n/languages';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';

// One file per language, written at build (/hebergements/demande-de-sejour/nl.json): the stay
// request's words and rules, fetched by its script when it needs that language.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => languages.map((lang) => ({ file: `${lang}.json` }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const lang = (await params).file.replace(/\.json$/, '');
  if (!isLang(lang)) return new Response('Not found', { status: 404 });
  return Response.json(stayRequestKit(lang));
}
