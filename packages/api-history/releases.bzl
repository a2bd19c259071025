"""Published releases read as data, pinned by the registry's sha512 integrity (`npm view PKG@V dist.integrity`).

RELEASES: the 12.x and 13.x releases of @testing-library/react-native the docs cover: the latest
patch of every minor, and every earlier release that added (or dropped) an export, member, option
or entry point, found by diffing the type definitions of every published 12.x and 13.x release.
The "Added in" badges read the latest patch of each minor; the version claims in the prose are
checked against the exact release where something arrived. A new release that adds anything is
one more line here.

MIGRATION_RELEASES and OLD_RELEASES: the two ends of each earlier major the migration guides
cover (2, 7, 9, 11, 12), the oldest under the package's first name, react-native-testing-library.
"""

PACKAGE = "@testing-library/react-native"

RELEASES = {
    "12.0.0": "sha512-Wa7TsEbsduLaLNK9sycgIpSqC4v3tt0zzH5BIDqqNEVN+LQqeX9UdWxD6JFcKgbXJVqWvPq5Y3fzQbYqOaf9zw==",
    "12.0.1": "sha512-IPyKF/WsxfpABf4VJUNgerLDoac/KusgZbLSkfbHCXboNBVKQZjdXGfp8C30Ih6xHnhjJAwO/Ff3dJGGGyXDkA==",
    "12.1.3": "sha512-kQcvhNgGT0bxBwLllCk7zysgYbvN4HcYCvA1ng0L59Mjic8pmSqdX9VdIJ1MmSojGyLjRi5gO8Pe1p8k/B9k6A==",
    "12.2.0": "sha512-0r9xCPfy8+IiB8en5viKjiOx0aVUoCOZDUH8lET0R8SEb4/R2sdCTO4UIZjpm9OIA+j5MKt6YSfc4yjF72hE8g==",
    "12.2.1": "sha512-zs9m4PbLyeWsXnkh+EqpZg1KfYW5d8aAQKDFkd3DVB+NmWR5Tx8ymdugyrH5ciirP0DdV3E6Ta0qO55j+zSg7Q==",
    "12.2.2": "sha512-aLr7YQ6pyn8PbLmdbtADG2aKcmarTLI7VhgWNVzJLxQHOtsDxLpJGKMSw10j406BE/GyGHbB0Gln3Of8/2TjnA==",
    "12.3.1": "sha512-nSd+trdQv8gbTSiAbjROVW9p7VZ6xhoy3qKy0q6vdnbzJCQlkKN2SzhZe92/evgu/aJZj575dajxuE37EcHA/Q==",
    "12.3.3": "sha512-T1+inXjX0Otj0zrK7z3GcaLMRVK99cy604mXN9bHE3Q02dTOYaDHu6ZfQw5l3Rnfb1MLueMkh/6grx2enJD8zQ==",
    "12.4.2": "sha512-6Uu3M+ga1iDgleS55mGBqI1GHjvKu1T0aESSHkT8dL+M3nIZkW8jZ9HqDSj2UohkMA1hlb+7PRxS+EjwllyANA==",
    "12.4.5": "sha512-SfwFwV1MrnvL//9T4C4UyusnZfWy2IOftNU7mG+bspk23bDM9HH1TxsMvec7JVZleraicDO7tP1odFqwb4KPcg==",
    "12.5.3": "sha512-wSaplzjx51OVJI7MU8Mi2kxwfW0dYETn3jqSVHxtIXmEnmlWXk6f69sEaBbzdp6iDzhFB5E6rDWveqf5V/ap2A==",
    "12.6.0": "sha512-godF8rqf4tuolaiGwy7jZXleYfObCwb3b8LW9592DinMrno6idFsLVCovuMrhl8+YbTA3b4yMBn4BbSKY4lDjQ==",
    "12.6.1": "sha512-ykXKeQEkqJ/lk0dqGfEspODjV5skmUh/6vVtyGZQsneFrcqGZJrO4uGhmChICLbnEKkstxXkjXeyoB7z8k9InQ==",
    "12.7.0": "sha512-NgBKOFxflSYZ85hK8PveFRm4Uul17Hmj+2Uwg3IzcT2FwFFTzYM9lJUWMKblGa9WWr8x7naizPXeFuBNeSUXLg==",
    "12.7.2": "sha512-fSUIruOUFcuwssC8+m9H+9ib7P/+JrtIszHS4eZ6O9e4FjpjS3m24UnkJXTRl+FCbknz8oxH5Tw+thzy0qsIMg==",
    "12.8.0": "sha512-peMIg+tKWGiR2GV4V7Zw74Nnn97Goqws1DrZleyj9NQXbK13FZIKxRBNM4tf1z4rAS8KE9nJ2nLXo0HFRBcqpw==",
    "12.8.1": "sha512-/7PIFCpeqAD3j7nzKQhZtm1T6RR/O/tB1We7JHtYP5RpTBj8rPitEpt6xGrD8R0ymOh+DxDKK7Zovfv5uDSRWg==",
    "12.9.0": "sha512-wIn/lB1FjV2N4Q7i9PWVRck3Ehwq5pkhAef5X5/bmQ78J/NoOsGbVY2/DG5Y9Lxw+RfE+GvSEh/fe5Tz6sKSvw==",
    "13.0.0": "sha512-NwwhIyMS+VD80KdDz9MS7iatCCgTGp+ZQd7EW+AKbJuWdMdDdopM042NLsp58haREzeFNAhVIPkm+1oSNw3Z5g==",
    "13.0.1": "sha512-sKMRNNniSOZ68qe1OBQAWvK87WCEmbfLp/MXfn2JE3x3WrNU8OFCVL0z/YKqw0/JO/d44J8Wq6FmRSaod/+VAg==",
    "13.1.1": "sha512-zRC5Z6XvvlkqXO5dfwcNNVD0w3aZj4W7hCBhNAvUVpN/J+CSIAAM98YFSqUBI2nH4JIilYjKQx+7UluohLF5ow==",
    "13.2.2": "sha512-QALF+nZ4BSXBOtUs5ljLnaHKuyR+ykakYB3RYwciSrllhgZkbUjXeGkugCxrmEtQ2BUZnYVRY7AEGboMP/hucg==",
    "13.3.0": "sha512-6zBcjzweMZ6w4pvVtHrcv+FuTr3lC91UAKobcsOt4YTopCGee+xq9g1bP7W+OksSVpp71fkOm/I5stjU+UPLPw==",
    "13.3.3": "sha512-k6Mjsd9dbZgvY4Bl7P1NIpePQNi+dfYtlJ5voi9KQlynxSyQkfOgJmYGCYmw/aSgH/rUcFvG8u5gd4npzgRDyg==",
}

MIGRATION_RELEASES = {
    "7.0.2": "sha512-mOnsEgdbIvXa2cpZz+DTWiqtgObHRICujBGVXHVc1Wr9HbD7mMXIVPiOaUZPL6Wufw23FTy1pqAUIuQydtBc1Q==",
    "8.0.0": "sha512-XwQIv4Amj8AYsPjASo+1XLFWY7qMm+FyV4+QU5j97CpRd+YasCBNnvfyDAZoudm/5Y0Yx55DYjAX36RugxasPQ==",
    "9.0.0": "sha512-UE3FWOsDUr+2l3Pg6JTpn2rV5uzYsxIus6ZyN1uMOTmn30bIuBBDDlWQtdWGJx92YcY4xgJA4vViCEKv7wVzJA==",
    "10.1.1": "sha512-tflpI2MTOEe0Gmj0FCTYOQD8OwBYq/YpAre0QFe2IMCcMFr55h/5zvCdwB3+uUsr6Nqve+hs6poVrD3t2wwoLQ==",
    "11.0.0": "sha512-2WZF8P8YYXO5Ka1yzj3TZUg4x6noKU5RuCpx4oAhKBkxkVbrRl1pMCvRIozdTPSiru4rNBmAi074ZJjm2OED5g==",
    "11.5.4": "sha512-6DRzMHqili5pp1JRm7fh80SAP48aR25b37gohlLoKbqGBpDw8BbZTad7Luzktm9MU5DQUm7xyzg07Z1CyveVFA==",
}

OLD_PACKAGE = "react-native-testing-library"

OLD_RELEASES = {
    "1.14.0": "sha512-AzWmhe4VfkaWAvetqsbQkPVC/aMcixj26WMxtiOpXRXsKuqwR3ijQMAG/OjO5IXNixueO0VoPhvL4FeDfDtBKQ==",
    "2.0.0": "sha512-7pEAsr9rC1TZ9jYMeSb7YIea0g3gPIQE0IdnhzgsWKtSF9XBRHNb268HRCjI0kcRkBRJR4QgxOjMVPsKJNGhaw==",
    "2.2.0": "sha512-3otPjDYnDRh/c2HtcTRDtyAJLWZmKRdUylNZeiE0i8j8fP+Cz74yp6Nnn6E2W85Sk2MZuCuvSpaYeZLoFhuqsQ==",
    "6.0.0": "sha512-BobXLtlef+gklN6cl6oC20/rnW9lWGj7Yxzzn+fTb+9go0LnGGgJ8DNaJtuW5oS7pOkm1Wq+u+cypALyf32FjA==",
}

# Releases the docs' claims run on (a claim's since=, until= or on= release, and the release before
# each) that no list above pins: @rntl_releases unpacks them with the others. The runner names any
# that is missing, with the command that prints its integrity.
CLAIM_RELEASES = {
    "7.0.0": "sha512-GF67VnpfdY5XLxY5hJyQCVZfi0icYl+bfau5mL4MsXh85F9Wf8ged3vklP4JjQL2i/rZGJV6YosKK0PEj18aIQ==",
    "7.0.1": "sha512-xHo5FqpVGx1ImaFxArt62IlCIHXpcgDnLAvVEJo3PY4f/IFz0aze9+vhBdUlTW/mlc+qNLFec8HVixFeogcxQQ==",
    "7.1.0": "sha512-ljVM9KZqG7BT/NFN6CHzdF6MNmM28+k7MEybFJ7FW1wVrhpiY4+hU9ypZ+hboO+MG3KpE2aFBzP4od3gu+Zzdg==",
    "9.1.0": "sha512-YBCSOIMYlh8gI0VG7ExRe80hNpfhC+i7j0cvpwiopUYtbpft8bMJXO35A4zEk7BkiWXEq6bYZ7VDJR3muSLhyQ==",
    "9.2.0": "sha512-uimTtPAi0lvz1BJmz1dg4WS5mqmzahnJuBlpuuX0aNfiICjhhlsRM8YH2XDeAjKvGokmhshEM7EB2MeAyTCetQ==",
    "11.1.0": "sha512-syVlE9fM0tZF4MmEE09R4BoGRH6lMNAbozuluGjS2HT8rXt3unRXb8GwpLmT+xCTq9+1lnQiXobTJm8/w12Zbg==",
    "11.2.0": "sha512-j3t78/htRkjPJjLlEjh9VxIAvcCJ85CG2L8mKH1mz9F3gyH65MH/JScOY2RHGOkTHGAGh5c+53Dw4u7J1WEJSA==",
    "11.3.0": "sha512-wCbH7TJ2uVwtkQPRQTZbM3Y/mzwK5zxwkOPKfR2UdVdz/RtCC2UVyDnJMaBNwG/cNle5tc92sQDfp3Gn2oyftg==",
    "11.4.0": "sha512-Pw1T3QoRyoPlnbDPI7pJCRChX/HquEVk6b9XfUuO/LrLJpqAOtZQDYz67eVJfVlhIlTu7hesm57ikIabOWKSlg==",
    "11.5.0": "sha512-seV+qebsbX4E5CWk/wizU1+2wVLsPyqEzG7sTgrhJ81cgAawg7ay06fIZR9IS75pDeWn2KZVd4mGk1pjJ3i3Zw==",
    "11.5.1": "sha512-+yIXBQxbAL7ca2J/rKGGonCLMvj11pGoiw4Pp66dlYsKPauYrxesIs3W0UHMNLafSYshnMsrbYx3YOtOFgumiw==",
    "11.5.2": "sha512-haa/82Sy4ngAbXF6VTw5U306ZQHWfv7OKxALA4AkMKnX+6frhSd9aAe9rp50CyI2XJsNna0Rh6G+CSw+SPztYg==",
    "11.5.3": "sha512-upsNevSl0M8mzJkpU1M4O/3ABsyUw8OLeSqblMjsYPWSVh4ocVZy9s53UssPmgrvP5IRAVvVo0WllVwA3tcfgw==",
    "12.1.0": "sha512-jfx5OPOSRdqpJROvnxMZFFMXfmN8xDp8cEDN7DWQcpwjEWuGMRK1uEe+0JX+DqousrG2v1ViaNWJLWFm9761Tw==",
    "12.1.2": "sha512-5rQMQpbSQAuJc4TxjTt1IoeT1a5eVXaa61hf/YcjV2QtGqCoyhuW8DvhTowrL7y2Ds4NzuYBmbVxjNPR6GIblw==",
    "12.3.0": "sha512-E2Prl8D/ey9sRgzLyfCPPmqvsevJW5tVUy4E/pBbO7nOP6OzI/jn2P3vctn/kFdkPY2aE/udlU5ZeNAben9U2A==",
    "12.3.2": "sha512-S8ggbK5A8leTMp9ETiAMjUCMVdy7SHFH7566TLsF06sHEDqOB05ohQU28Qv0EQY6jr8P73qmQXUpWlPwnhJOUQ==",
    "12.4.0": "sha512-FPc/0LPL+xoYxt10IUyYv19I9BRL6FtZ8EGzOvlyT7wXXARzryASQmz4pj2ZBtp5Xn43bYzpbNZO8kIWNv0rLA==",
    "13.1.0": "sha512-JDHDbhsBu6Q7tYGLQJcwZjI2qVoT8tnu+Vfg/48cZdYsnEJKwlE20CW6hZcSsZM/nzVQjFmLiW/SbnwQadW3sw==",
    "13.2.0": "sha512-3FX+vW/JScXkoH8VSCRTYF4KCHC56y4AI6TMDISfLna6r+z8kaSEmxH1I6NVaFOxoWX9yaHDyI26xh7BykmqKw==",
    "13.2.1": "sha512-gryBmOI/PFvEJmMy6CNruulxXTW3zs7YyZHJEUlVYEt9vWo5v09FvV0RlYHurxs3yx3ZSc0vOsQOhld5a5SfPg==",
    "13.3.1": "sha512-o7aGggPVEl/Samx26ubACT0nuQn8/n+1VfDZ3lJ6SFrK9IYkEvaMY2M5hHg9kYcImNFlgsmqc3FgN1VaLAkjyA==",
    "13.3.2": "sha512-+vplu56J06CwfuBWpXcmKW8ACMgzTLUsjS0CTIHWr4AzrYZdYsZRCivPLW4IdVIH1z72nsCs0XgtV3jczHyPBw==",
    "7.2.0": "sha512-rDKzJjAAeGgyoJT0gFQiMsIL09chdWcwZyYx6WZHMgm2c5NDqY52hUuyTkzhqddMYWmSRklFphSg7B2HX+246Q==",
    "10.0.0": "sha512-aFq2BQReP9ijZsQ83XMLJthGyffFS7vv0YN3ZAvgIgxEfAQ78v0GOMLyoTNyZEM+wDGb4cn1yorHXYUWs8krwA==",
    "10.1.0": "sha512-gsZONBTD7m4224HXZdmsZlN9Hike/BLxTUds5SX8UNpmbG/Ly+XPmds5buaqglitY4pT2/yBwLSLTa5+czcpTg==",
}

OLD_CLAIM_RELEASES = {
}

# RNTL's own line of stable releases, oldest first: react-native-testing-library up to 6.0.0, then
# @testing-library/react-native from 7.0.0 (its 4.x to 6.0.0 belong to another project). The release
# numbers in the docs' prose are checked against it (a number that names none of these is another
# package's), and "the release before" a claim's `since` or `until` is the one before it here.
LINEAGE = [
    "0.1.0", "0.2.0", "0.2.1", "0.2.2", "0.2.3", "1.0.0", "1.3.0", "1.3.2", "1.4.0", "1.4.1",
    "1.4.2", "1.5.0", "1.6.0", "1.6.1", "1.6.2", "1.7.0", "1.8.0", "1.9.0", "1.9.1", "1.10.0",
    "1.11.1", "1.12.0", "1.13.0", "1.13.1", "1.13.2", "1.14.0", "2.0.0", "2.0.1", "2.1.0", "2.1.1",
    "2.2.0", "6.0.0",
    "7.0.0", "7.0.1", "7.0.2", "7.1.0", "7.2.0", "8.0.0", "9.0.0", "9.1.0", "9.2.0", "10.0.0",
    "10.0.1", "10.1.0", "10.1.1", "11.0.0", "11.1.0", "11.2.0", "11.3.0", "11.4.0", "11.5.0",
    "11.5.1", "11.5.2", "11.5.3", "11.5.4", "12.0.0", "12.0.1", "12.1.0", "12.1.1", "12.1.2",
    "12.1.3", "12.2.0", "12.2.1", "12.2.2", "12.3.0", "12.3.1", "12.3.2", "12.3.3", "12.4.0",
    "12.4.1", "12.4.2", "12.4.3", "12.4.4", "12.4.5", "12.5.0", "12.5.1", "12.5.2", "12.5.3",
    "12.6.0", "12.6.1", "12.7.0", "12.7.2", "12.8.0", "12.8.1", "12.9.0", "13.0.0", "13.0.1",
    "13.1.0", "13.1.1", "13.2.0", "13.2.1", "13.2.2", "13.3.0", "13.3.1", "13.3.2", "13.3.3",
    "14.0.0", "14.0.1", "14.1.0",
]
