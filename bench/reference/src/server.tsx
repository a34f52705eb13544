import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { routes } from './App';

const handler = createStaticHandler(routes);

export async function render(url: string) {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <StaticRouterProvider router={router} context={context} />
      </StyleSheetManager>,
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
