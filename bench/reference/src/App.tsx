// The reference page of `npm run bench`: React 19 + react-router-dom 7 (data router) + styled-components 6 and
// nothing else, prerendered and hydrated the same way as the site.
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';

const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; color: #12202b; background: #fff; line-height: 1.6; }
`;
const Header = styled.header`
  padding: 1rem 1.5rem; background: #0b3c5d; color: #fff;
  a { color: #fff; margin-right: 1rem; }
`;
const Hero = styled.section`
  padding: 3rem 1.5rem; background: linear-gradient(135deg, #0b3c5d, #0e7c71); color: #fff;
  h1 { font-size: 2.25rem; line-height: 1.2; margin: 0 0 1rem; }
`;
const Main = styled.main`
  max-width: 48rem; margin: 0 auto; padding: 2rem 1.5rem;
`;

function Layout() {
  return (
    <>
      <Global />
      <Header>
        <nav aria-label="Main">
          <Link to="/">Home</Link>
          <Link to="/about">About</Link>
        </nav>
      </Header>
      <Outlet />
    </>
  );
}

function Page({ title }: { title: string }) {
  return (
    <main>
      <Hero>
        <h1>{title}</h1>
        <p>Clean water and treated wastewater for towns, industry and aquaculture, designed, built and operated by one team.</p>
      </Hero>
      <Main>
        <h2>What we do</h2>
        <p>We design treatment plants around the water you have and the water you need, build them, and run them for as long as you want us to.</p>
        <p>Every plant gets a monitoring plan, a maintenance schedule and a named engineer.</p>
      </Main>
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: () => <Page title="Water and wastewater treatment" /> },
      { path: 'about', Component: () => <Page title="About us" /> },
    ],
  },
];
