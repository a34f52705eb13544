import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteLabels } from '../shared/SiteLabels';
import { Band } from '../ui/Band';
import { SiteFrame } from './SiteFrame';

const Status = styled.p`
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What the router shows when loading or rendering a route fails: the h1, the status, a way home. */
export function ErrorScreen() {
  const error = useRouteError();
  const labels = useSiteLabels();
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteFrame>
      <Band narrow>
        <h1>{labels.errorTitle}</h1>
        {status && <Status>{status}</Status>}
        <p>{labels.errorHint}</p>
        <a href="/">{labels.errorHomeLink}</a>
      </Band>
    </SiteFrame>
  );
}
