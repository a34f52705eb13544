import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { ButtonLink } from '../../ui/ButtonLink';
import { below, Heading, type HeadingLevel } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { cardList } from '../../ui/columns';
import { Fold } from '../../ui/Fold';
import { cardSurface, visuallyHidden } from '../../theme/mixins';
import type { BlockProps } from '../types';
import type { Product, ProductRangeBlock } from './schema';

/*
 * One column on a phone, two on a tablet (an odd last card takes the row), and from the lg breakpoint a row of three
 * on a 12-track grid, or of four when there are exactly four: no row is left half empty, in CSS alone (quantity
 * queries, no script). Of five, the last two share their row; two share one row.
 */
const Grid = styled.ul`
  ${cardList}
  & > li { min-width: 0; }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child:nth-child(odd) { grid-column: 1 / -1; }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    & > * { grid-column: span 4; }
    & > :first-child:nth-last-child(4), & > :first-child:nth-last-child(4) ~ * { grid-column: span 3; }
    & > :first-child:nth-last-child(2), & > :first-child:nth-last-child(2) ~ *,
    & > :first-child:nth-last-child(5) ~ :nth-last-child(-n + 2) { grid-column: span 6; }
  }
  /* Tighter on a phone, where every card is the screen's width. */
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.md}; }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  h3, h4 { margin: 0; color: ${({ theme }) => theme.colors.heading}; }
`;

/* A line drawing across the card's whole width: the full content width on a phone. */
const Drawing = styled(Picture)`
  display: block;
  width: 100%;
  height: auto;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* A phone shows the drawing's middle 80 % of its height (a drawing keeps its subject there), so that a card is
     shorter than the screen. */
  ${({ theme }) => theme.media.phone} { aspect-ratio: 5 / 2; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  & > p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
    h3, h4 { font-size: ${({ theme }) => theme.fontSizes.base}; }
    & > p { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  }
`;

/* Each figure a line of its own: the value in bold, its label after it, ruled off from the next. */
const Figures = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    padding-block: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  strong { color: ${({ theme }) => theme.colors.heading}; font-size: ${({ theme }) => theme.fontSizes.base}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
  /* On a phone the figures run on as one ruled paragraph, each figure kept whole, so a card stays shorter than the screen. */
  ${({ theme }) => theme.media.phone} {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.md};
    padding-block: ${({ theme }) => theme.space.xs};
    border-block: 1px solid ${({ theme }) => theme.colors.border};
    li { padding: 0; border: 0; }
  }
`;

/* The button sits at the card's foot, so the buttons of a row line up whatever the length of the text above them. */
const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

const Hidden = styled.span`${visuallyHidden}`;

function ProductCard({ product, level }: { product: Product; level: HeadingLevel }) {
  return (
    <Card>
      <Drawing image={product.image} sizes="(min-width: 1024px) 300px, 100vw" />
      <Body>
        <Heading level={level} size="md">{product.name}</Heading>
        <p>{product.text}</p>
        <Figures>
          {product.figures.map((figure) => (
            <li key={`${figure.value} ${figure.label}`}>
              <strong>{figure.value}</strong> <span>{figure.label}</span>
            </li>
          ))}
        </Figures>
        <Action>
          {/* Every card has the same button: the product's name, read after the label, tells them apart in a list of links. */}
          <ButtonLink button={product.action}>
            <Hidden>: {product.name}</Hidden>
          </ButtonLink>
        </Action>
      </Body>
    </Card>
  );
}

/**
 * A phone shows the first card, then "Show all 4" (no script): each card is the screen's width with its drawing, far
 * taller than the button, and a product page that gains a range must stay about as long as it was (issue 36: at most
 * 10 % longer), so the other cards wait behind the button. From 640 px up every card shows.
 */
const SHOWN_ON_A_PHONE = 1;

/** A product page's range: a card per product with its drawing, key figures and a button to ask for it. */
export default function ProductRange({ block, level }: BlockProps<ProductRangeBlock>) {
  const cardLevel = block.heading ? below(level) : level;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Fold count={block.products.length} items="> ul > li" shown={SHOWN_ON_A_PHONE} fewestHidden={1}>
        <Grid>
          {block.products.map((product) => (
            <li key={product.name}>
              <ProductCard product={product} level={cardLevel} />
            </li>
          ))}
        </Grid>
      </Fold>
    </Band>
  );
}
