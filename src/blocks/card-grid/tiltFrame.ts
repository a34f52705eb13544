import styled from 'styled-components';

/** What a tilting card is drawn in: the plain frame, and the tilt library's element once the effect has loaded. */
export const TiltFrame = styled.div`
  height: 100%;
  transform-style: preserve-3d;
`;
