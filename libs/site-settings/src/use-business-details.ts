import { useEffect, useState } from 'react';
import { SAMPLE_BUSINESS_DETAILS, type BusinessDetails } from '@yoga/contracts';
import { loadBusinessDetails, loadedBusinessDetails } from './business-details';

/** The business details for a component: the samples until the one request of the page answers. */
export function useBusinessDetails(): BusinessDetails {
  const [details, setDetails] = useState(() => loadedBusinessDetails() ?? SAMPLE_BUSINESS_DETAILS);
  useEffect(() => {
    let live = true;
    void loadBusinessDetails().then((d) => live && setDetails(d));
    return () => {
      live = false;
    };
  }, []);
  return details;
}
