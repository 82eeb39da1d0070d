import { LoaderCircle } from 'lucide-react';
import './Spinner.css';

/** A small turning circle for work in progress; decorative (the busy element says aria-busy). */
export function Spinner({ size = 20 }: { size?: number }) {
  return <LoaderCircle className="spinner" aria-hidden="true" size={size} />;
}
