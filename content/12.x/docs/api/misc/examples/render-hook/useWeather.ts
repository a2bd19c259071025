import * as React from 'react';
import { fetchForecast, type Forecast } from './api';

type Weather =
  | { status: 'loading'; data?: undefined }
  | { status: 'success'; data: Forecast }
  | { status: 'error'; data?: undefined };

export function useWeather(city: string): Weather {
  const [weather, setWeather] = React.useState<Weather>({ status: 'loading' });

  React.useEffect(() => {
    let current = true;
    fetchForecast(city).then(
      (data) => current && setWeather({ status: 'success', data }),
      () => current && setWeather({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [city]);

  return weather;
}
