import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { takeReturnTo } from '../../features/session';
import { blankTarget } from '../blank';

/** /blank: forwards to the remembered target once (spec §2), home when there is none. */
export default function BlankRoute() {
  // Read once: takeReturnTo() forgets the target, and StrictMode renders twice.
  const [target] = useState(() => blankTarget(takeReturnTo()));
  return <Navigate to={target} replace />;
}
