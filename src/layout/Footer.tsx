import styled from 'styled-components';
import { useSiteLabels } from '../shared/SiteLabels';
import { useSiteNav } from '../shared/SiteNav';
import { container } from '../theme/mixins';
import { SocialLinks } from '../ui/SocialLinks';
import { NavItemLink } from './NavItemLink';

const Outer = styled.footer`
  background: ${({ theme }) => theme.components.footerBg};
  color: ${({ theme }) => theme.components.footerText};
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  a, [data-placeholder-link] { color: ${({ theme }) => theme.components.footerText}; }
  :focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnInverse}; }
`;

const Inner = styled.div`
  ${container}
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1.3fr) minmax(0, 3fr); }
`;

const Brand = styled.div`
  p { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg}; max-width: 34ch; line-height: 1.55; }
  img { height: 36px; width: auto; }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  && { margin: 0; }
`;

const Columns = styled.div<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr)); }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.accentOnInverse};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  ul { list-style: none; margin: 0; padding: 0; }
  li a, li span { display: inline-flex; align-items: center; min-height: 32px; padding-block: 0.15rem; text-decoration: none; line-height: 1.35; }
  li a:hover { text-decoration: underline; }
`;

const Legal = styled.p`
  ${container}
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.lineOnInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  const labels = useSiteLabels();
  const { site, footer } = useSiteNav();
  return (
    <Outer>
      <Inner>
        <Brand>
          <BrandName>
            <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />
            {site.name}
          </BrandName>
          <p>{site.tagline}</p>
          <SocialLinks links={footer.socials} />
        </Brand>
        <nav aria-label={labels.footerNavigation}>
          <Columns $count={footer.columns.length}>
            {footer.columns.map((column) => (
              <div key={column.heading}>
                <h2>{column.heading}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <NavItemLink to={link.to} placeholderNote={labels.comingSoon}>{link.label}</NavItemLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Columns>
        </nav>
      </Inner>
      <Legal>
        {/* The year of the build, written into the HTML: the footer runs no script (every release updates it). */}
        {`© ${__BUILD_YEAR__} ${site.name}. ${site.rightsNotice}`}
      </Legal>
    </Outer>
  );
}
