/**
 * The same capture as at start-up for links followed inside the app (notification targets
 * such as `/team/?otherTeamId=7`): the ids are stored before the screen's reads start, and the
 * query string leaves the address through the router, so router and address stay in step.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storeQueryParams } from '../lib/queryCapture';

export function useQueryCapture(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (search === '') return;
    storeQueryParams(search);
    void navigate({ pathname, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}
