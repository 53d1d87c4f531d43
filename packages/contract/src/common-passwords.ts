/**
 * Passwords that top public leak lists (plus a few local favourites), lower-case. Signup refuses
 * them even when they pass the length/letter/digit rules: they are the first ones an attacker tries.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "password", "12345678", "qwerty", "123456789", "12345", "1234", "111111", "1234567", "dragon",
  "123123", "baseball", "abc123", "football", "monkey", "letmein", "696969", "shadow", "master", "666666",
  "qwertyuiop", "123321", "mustang", "1234567890", "michael", "654321", "superman", "1qaz2wsx", "7777777", "121212",
  "000000", "qazwsx", "123qwe", "killer", "trustno1", "jordan", "jennifer", "zxcvbnm", "asdfgh", "hunter",
  "buster", "soccer", "harley", "batman", "andrew", "tigger", "sunshine", "iloveyou", "2000", "charlie",
  "robert", "thomas", "hockey", "ranger", "daniel", "starwars", "klaster", "112233", "george", "computer",
  "michelle", "jessica", "pepper", "1111", "zxcvbn", "555555", "11111111", "131313", "freedom", "777777",
  "pass", "maggie", "159753", "aaaaaa", "ginger", "princess", "joshua", "cheese", "amanda", "summer",
  "love", "ashley", "nicole", "chelsea", "biteme", "matthew", "access", "yankees", "987654321", "dallas",
  "austin", "thunder", "taylor", "matrix", "password1", "password12", "password123", "passw0rd", "p@ssw0rd", "pass1234",
  "abc12345", "abcd1234", "abcd12345", "qwerty123", "qwerty1", "qwerty12", "qwe12345", "qwer1234", "1q2w3e4r", "1q2w3e4r5t",
  "1q2w3e", "q1w2e3r4", "q1w2e3r4t5", "zaq12wsx", "1qazxsw2", "asdf1234", "asd12345", "zxc12345", "admin123", "admin1234",
  "administrator", "welcome1", "welcome123", "iloveyou1", "iloveyou2", "letmein1", "monkey123", "dragon123", "sunshine1", "princess1",
  "football1", "baseball1", "master123", "superman1", "batman123", "shadow123", "michael1", "charlie1", "jordan23", "trustno1",
  "test1234", "test123", "testtest1", "secret123", "changeme1", "default1", "hello123", "hello1234", "login123", "user1234",
  "abc123456", "a123456", "a1234567", "a12345678", "aa123456", "aa12345678", "123456a", "1234567a", "12345678a", "123456789a",
  "123abc", "123qweasd", "123qweasdzxc", "qweasdzxc", "qweasd123", "google123", "samsung1", "iphone123", "facebook1", "youtube1",
  "minecraft1", "pokemon1", "naruto123", "killer123", "lovely123", "loveyou1", "love1234", "baby1234", "family123", "computer1",
  "internet1", "starwars1", "whatever1", "zxcvbnm1", "asdfghjkl1", "1234qwer", "12qwaszx", "112233aa", "11223344", "88888888",
  "66666666", "99999999", "12341234", "123123123", "147258369", "741852963", "anhyeuem", "anhyeuem1", "anhyeuem123", "emyeuanh",
  "emyeuanh1", "emyeuanh123", "yeuemmaimai", "matkhau", "matkhau1", "matkhau123", "matkhau2024", "vietnam1", "vietnam123", "vietnam2024",
  "saigon123", "hanoi123", "hancine1", "hancine123", "cinema123", "bapnuoc1", "xinchao1", "xinchao123", "conmeo123", "meomeo123",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
