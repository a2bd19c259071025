"""The one model base: strict (unknown keys are errors), camelCase on the wire, documented fields."""

import os

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class Model(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        alias_generator=to_camel,
        populate_by_name=True,
        # Field docs come from each class's source (inspect), which is most of the compiler's
        # start-up: build actions, which never print a schema, turn them off.
        use_attribute_docstrings=os.environ.get("DOCS_COMPILER_FIELD_DOCS") != "0",
        frozen=True,
        json_schema_serialization_defaults_required=True,
    )
