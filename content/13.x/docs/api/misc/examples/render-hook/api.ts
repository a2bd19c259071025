export type Forecast = { summary: string };

// The tests replace this module with jest.mock('./api'); the real one would call a server.
export async function fetchForecast(city: string): Promise<Forecast> {
  const response = await fetch(`https://api.example.com/forecast?city=${encodeURIComponent(city)}`);
  return response.json();
}
