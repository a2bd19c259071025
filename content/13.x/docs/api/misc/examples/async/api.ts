export type Profile = { name: string; city: string };

// The tests replace this module with jest.mock('./api'); the real one would call a server.
export async function fetchProfile(userId: string): Promise<Profile> {
  const response = await fetch(`https://api.example.com/users/${userId}`);
  return response.json();
}
