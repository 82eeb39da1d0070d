/**
 * After a password reset (3 s) or an e-mail confirmation (5 s) the screen moves on to /login
 * by itself (product.md §4). While `active`, this counts the seconds down for the visible note and
 * then navigates; leaving the screen earlier cancels it.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

export function useRedirectCountdown(active: boolean, seconds: number, to: string): number {
  const navigate = useNavigate();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const tick = setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setLeft(Math.max(1, seconds - elapsed));
    }, 250);
    const leave = setTimeout(() => navigate(to, { replace: true }), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
  }, [active, seconds, to, navigate]);

  return left;
}
